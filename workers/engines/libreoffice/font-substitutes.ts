// Which installed font stands in for a font a document names but the converter lacks: LibreOffice
// asks fontconfig, and reads a file named fc_local.conf in its font folder after fontconfig's own rules.
// The converter's data has one (the first rules below, LibreOffice's own); we replace it with the same
// rules plus ours.
//
// Tahoma and Verdana (common in government and older Office documents) are not free fonts. Without a
// rule, fontconfig's generic sans-serif list picks Noto Sans, a narrower face, and a 9-page Word document
// naming Tahoma came out with 10 pages. DejaVu Sans, inside the converter's data too, is a wide face
// with a large x-height like theirs; it is what Debian's LibreOffice uses for both (its fontconfig has
// no Noto Sans), and with it that document keeps the 9 pages Word counted (docProps/app.xml).

const metricSubstitute = (family: string, substitute: string) => `
  <alias binding="same">
    <family>${family}</family>
    <accept>
    <family>${substitute}</family>
    </accept>
  </alias>`;

/** fc_local.conf: LibreOffice's rules for its bundled fonts (Symbol, Arial Narrow, Calibri, Cambria), then ours. */
export const FONTCONFIG_LOCAL_RULES = `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "/etc/fonts/conf.d/fonts.dtd">
<fontconfig>
  <match target="pattern">
    <test name="family"><string>Symbol</string></test>
    <edit name="family" mode="append" binding="same">
      <string>OpenSymbol</string>
    </edit>
  </match>
  <alias binding="same">
    <family>Liberation Sans Narrow</family>
    <default>
    <family>Arial Narrow</family>
    </default>
  </alias>${metricSubstitute('Arial Narrow', 'Liberation Sans Narrow')}${metricSubstitute('Calibri', 'Carlito')}${metricSubstitute('Cambria', 'Caladea')}${metricSubstitute('Tahoma', 'DejaVu Sans')}${metricSubstitute('Verdana', 'DejaVu Sans')}
</fontconfig>
`;

/** Written into LibreOffice's font folder before it starts (the converter's `fonts` option). */
export const converterFontFiles = () => [{ filename: 'fc_local.conf', data: new TextEncoder().encode(FONTCONFIG_LOCAL_RULES) }];
