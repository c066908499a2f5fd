// The fonts inside LibreOffice's soffice.data and their licences. The font files are listed from the
// package's own data index (soffice.js names every file it unpacks, with its place in soffice.data);
// each family's copyright and licence are those its font files state in their name tables (copyright,
// licence description and URL), read once from the 2.7.2 package. Where a font states no licence
// (Alef, Frank Ruhl Hofshi, OpenSymbol), it is the one its project publishes it under. A font file
// that no family here claims fails the build (fontLicenceNotice), so a new package is checked again.

export type FontLicence = 'OFL-1.1' | 'Apache-2.0' | 'GPL-2.0' | 'MPL-2.0' | 'Bitstream-Vera';

/** The licence texts shipped beside the notice (under the converter's asset folder). */
export const FONT_LICENCE_FILES: Record<FontLicence, string> = {
  'OFL-1.1': 'LICENSE-OFL-1.1.txt',
  'Apache-2.0': 'LICENSE-Apache-2.0.txt',
  'GPL-2.0': 'LICENSE-GPL-2.0.txt',
  'MPL-2.0': 'LICENSE-MPL-2.0.txt',
  'Bitstream-Vera': 'LICENSE-DejaVu.txt',
};

const LICENCE_NAMES: Record<FontLicence, string> = {
  'OFL-1.1': 'SIL Open Font License 1.1',
  'Apache-2.0': 'Apache License 2.0',
  'GPL-2.0': 'GNU General Public License 2.0',
  'MPL-2.0': 'Mozilla Public License 2.0',
  'Bitstream-Vera': 'Bitstream Vera and Arev font licences; DejaVu changes in the public domain',
};

interface FontFamily {
  families: string;
  /** The font files of these families (file names, without folders). */
  files: RegExp;
  licences: FontLicence[];
  /** Either licence may be chosen (dual licensing); otherwise all apply. */
  either?: boolean;
  copyright: string;
  /** Why this licence, when it needs saying. */
  note?: string;
}

const CULMUS = 'Distributed under the terms of GNU General Public License version 2 (the font\'s own notice; the Culmus project adds a font exception: a document using the font is not a work based on it).';

export const FONT_FAMILIES: FontFamily[] = [
  { families: 'OpenSymbol', files: /^opens___\.ttf$/, licences: ['MPL-2.0'], copyright: '(c) 2009 Sun Microsystems Inc.; (c) 2010 Google Corporation; (c) 2011 Julien Nabet; (c) 2011 Olivier Hallot; (c) 2013 Mathias Hasselmann; (c) 2015 Khaled Hosny; (c) 2016 Mike Kaganski', note: 'Part of LibreOffice\'s own source (extras/source/truetype/symbol), under its licence.' },
  { families: 'Alef', files: /^Alef-/, licences: ['OFL-1.1'], copyright: 'Copyright (c) 2012 by Hagilda.', note: 'The font names no licence; the Alef project publishes it under the SIL OFL 1.1.' },
  { families: 'Amiri, Amiri Quran', files: /^Amiri/, licences: ['OFL-1.1'], copyright: 'Copyright 2010-2022 The Amiri Project Authors (https://github.com/aliftype/amiri).' },
  { families: 'Caladea', files: /^Caladea-/, licences: ['Apache-2.0'], copyright: 'Copyright (c) 2012 Huerta Tipografia' },
  { families: 'Carlito', files: /^Carlito-/, licences: ['OFL-1.1'], copyright: 'Copyright (c) 2010-2013 by tyPoland Lukasz Dziedzic with Reserved Font Name "Carlito".' },
  { families: 'David CLM', files: /^DavidCLM-/, licences: ['GPL-2.0'], copyright: 'Copyright 2002-2018 by Maxim Iorsh.', note: CULMUS },
  { families: 'David Libre', files: /^DavidLibre-/, licences: ['OFL-1.1'], copyright: 'Copyright (c) 2003-2016 The David Libre Project Authors.' },
  { families: 'DejaVu Sans, Sans Condensed, Sans Mono, Serif, Serif Condensed, Sans Light, Math TeX Gyre', files: /^DejaVu/, licences: ['Bitstream-Vera'], copyright: 'Copyright (c) 2003 by Bitstream, Inc. All Rights Reserved. Copyright (c) 2006 by Tavmjong Bah. All Rights Reserved. DejaVu changes are in public domain.' },
  { families: 'Frank Ruehl CLM', files: /^FrankRuehlCLM-/, licences: ['GPL-2.0'], copyright: 'Copyright (c) 2002-2011 by Maxim Iorsh.', note: CULMUS },
  { families: 'Frank Ruhl Hofshi', files: /^FrankRuhlHofshi-/, licences: ['OFL-1.1'], copyright: 'Copyright 2015 The Frank Ruhl Hofshi Project Authors.', note: 'The font names no licence; its project (Frank Ruhl Libre) publishes it under the SIL OFL 1.1.' },
  { families: 'Gentium Basic, Gentium Book Basic', files: /^GenB/, licences: ['OFL-1.1'], copyright: 'Copyright (c) 2003-2013, SIL International, with Reserved Font Names "Gentium" and "SIL".' },
  { families: 'Liberation Sans, Serif and Mono (2.x)', files: /^Liberation(Sans|Serif|Mono)-/, licences: ['OFL-1.1'], copyright: 'Digitized data copyright (c) 2010 Google Corporation. Copyright (c) 2012 Red Hat, Inc.' },
  { families: 'Liberation Sans Narrow (1.07)', files: /^LiberationSansNarrow-/, licences: ['GPL-2.0'], copyright: 'Copyright 2010 Oracle and/or its affiliates', note: 'Licensed under the Liberation Fonts license (GPL 2.0 with the Liberation font exception), see https://fedoraproject.org/wiki/Licensing/LiberationFontLicense.' },
  { families: 'Linux Libertine G, Linux Libertine Display G, Linux Biolinum G', files: /^LinLibertine_|^LinBiolinum_/, licences: ['GPL-2.0', 'OFL-1.1'], either: true, copyright: 'Linux Libertine by Philipp H. Poll, Open Font under Terms of following Free Software Licenses: GPL (General Public License) with font-exception and OFL (Open Font License). Graphite version: Laszlo Nemeth.' },
  { families: 'Miriam CLM, Miriam Mono CLM', files: /^MiriamCLM-|^MiriamMonoCLM-/, licences: ['GPL-2.0'], copyright: 'Copyright 2002-2010 by Maxim Iorsh.', note: CULMUS },
  { families: 'Miriam Libre', files: /^MiriamLibre-/, licences: ['OFL-1.1'], copyright: 'Copyright 2016 Michal Sahar.' },
  { families: 'Nachlieli CLM', files: /^NachlieliCLM-/, licences: ['GPL-2.0'], copyright: 'Copyright (c) 2002-2017 by Maxim Iorsh.', note: CULMUS },
  { families: 'Noto Sans, Noto Serif and their Arabic, Armenian, Georgian, Hebrew, Lao and Lisu families, Noto Kufi Arabic, Noto Naskh Arabic', files: /^Noto/, licences: ['OFL-1.1'], copyright: 'Copyright 2019-2024 Google LLC and The Noto Project Authors (https://github.com/notofonts).' },
  { families: 'Reem Kufi', files: /^ReemKufi-/, licences: ['OFL-1.1'], copyright: 'Copyright 2015-2022 The Reem Kufi Project Authors (https://github.com/aliftype/reem-kufi).' },
  { families: 'Rubik', files: /^Rubik-/, licences: ['OFL-1.1'], copyright: 'Copyright (c) 2015 by Hubert & Fischer. Hebrew characters (c) 2016 by Meir Sadan.' },
  { families: 'Scheherazade', files: /^Scheherazade-/, licences: ['OFL-1.1'], copyright: 'Copyright (c) 1994-2015 SIL International.' },
];

/** The font files soffice.data holds, by name, as its index in soffice.js lists them. */
export function fontFilesOf(sofficeJs: string): string[] {
  const names = [...sofficeJs.matchAll(/filename:"([^"]+\.(?:ttf|otf))"/gi)].map((match) => match[1].split('/').pop()!);
  return [...new Set(names)].sort();
}

/** The font notice: each family, its files, copyright and licence (the texts beside it); a font no family claims throws. */
export function fontLicenceNotice(fontFiles: string[], title: string): string {
  const unclaimed = fontFiles.filter((file) => !FONT_FAMILIES.some((family) => family.files.test(file)));
  if (unclaimed.length > 0) throw new Error(`No licence is recorded for these fonts of LibreOffice (workers/office/font-licences.ts): ${unclaimed.join(', ')}`);
  const sections = FONT_FAMILIES.map((family) => {
    const files = fontFiles.filter((file) => family.files.test(file));
    if (files.length === 0) return '';
    const licences = family.licences.map((licence) => `${LICENCE_NAMES[licence]} (${FONT_LICENCE_FILES[licence]})`).join(family.either ? ', or ' : ' and ');
    return [`${family.families}`, `  Files: ${files.join(', ')}`, `  Copyright: ${family.copyright}`, `  Licence: ${licences}`, ...(family.note ? [`  ${family.note}`] : []), ''].join('\n');
  }).filter(Boolean);
  return [title, '', ...sections].join('\n');
}
