import { Link } from 'react-router-dom';
import { FileStack } from 'lucide-react';
import { tools } from '../tools/registry';
import { OfflinePanelButton } from '../components/OfflinePanelButton';
import { OFFICE_NOTICE_URL } from '../contract/convert-to-pdf';
import { ThemeSwitch } from './theme/ThemeSwitch';

const companyLinks = [
  { label: 'About', href: '/about' },
  { label: 'Blog', href: '/blog' },
  { label: 'Contact', href: '/contact' },
  { label: 'Privacy', href: '/privacy' },
];

function FooterColumn({ title, links }: { title: string; links: Array<{ label: string; href: string }> }) {
  return (
    <div>
      <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-900">{title}</h2>
      <ul className="mt-3 space-y-2">
        {links.map((link) => (
          <li key={link.label}><Link to={link.href} className="text-sm text-slate-600 hover:text-red-700">{link.label}</Link></li>
        ))}
      </ul>
    </div>
  );
}

const column = (name: 'Convert to PDF' | 'Edit PDF') =>
  tools.filter((tool) => tool.footer === name).map((tool) => ({ label: tool.name, href: tool.href }));

export function Footer() {
  return (
    <footer className="border-t border-slate-200 bg-surface">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:px-6 md:grid-cols-4">
        <div>
          <p className="flex items-center gap-2 text-lg font-extrabold text-slate-900">
            <FileStack className="size-6 text-red-600" aria-hidden /> Folio
          </p>
          <p className="mt-3 text-sm text-slate-600">
            Free PDF tools that run entirely on your device. No sign-up, no uploads, and they keep working offline.
          </p>
        </div>
        <FooterColumn title="Convert to PDF" links={column('Convert to PDF')} />
        <FooterColumn title="Edit PDF" links={column('Edit PDF')} />
        <FooterColumn title="Company" links={companyLinks} />
      </div>
      <div className="border-t border-slate-100">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-2 px-4 py-4 text-sm text-slate-500 sm:px-6">
          <p>© 2024 Folio. Free software under the GNU AGPL-3.0-or-later.</p>
          <p className="flex gap-4">
            {/* Plain links: these are files served by the host, not app routes. */}
            <a href="/source/folio-source.tar.gz" className="hover:text-red-700" download>Source code</a>
            <a href="/LICENSE.txt" className="hover:text-red-700">Licence</a>
            {/* LibreOffice's licence, notices and its fonts' licences, served beside the Office converter. */}
            <a href={OFFICE_NOTICE_URL} className="hover:text-red-700">Third-party notices</a>
            <OfflinePanelButton className="hover:text-red-700" />
          </p>
          <ThemeSwitch />
        </div>
      </div>
    </footer>
  );
}
