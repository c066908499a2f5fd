import { Link, NavLink } from 'react-router-dom';
import { FileStack } from 'lucide-react';
import { moreTools, toolsPlacedIn } from '../../tools/registry';
import { HeaderDropdown } from './HeaderDropdown';
import { ToolFinder } from './ToolFinder';
import { MobileMenu } from './MobileMenu';
import { InstallButton } from './InstallButton';
import { mainLinks } from './mainLinks';
import { ThemeToggleButton } from '../theme/ThemeToggleButton';

export function Header() {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-surface/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6">
        <Link to="/" className="flex items-center gap-2 text-xl font-extrabold text-slate-900" aria-label="Folio home">
          <FileStack className="size-7 text-red-600" aria-hidden /> Folio
        </Link>
        <nav aria-label="Main" className="ml-6 hidden items-center gap-1 lg:flex">
          {mainLinks.map((tool) => (
            <NavLink
              key={tool.id}
              to={tool.href}
              className={({ isActive }) => `nav-link ${isActive ? 'text-red-700' : ''}`}
            >
              {tool.name.toUpperCase()}
            </NavLink>
          ))}
          <HeaderDropdown label="CONVERT PDF" tools={toolsPlacedIn('convertMenu')} />
          <HeaderDropdown
            label="ALL PDF TOOLS"
            // The spec's tools first, then the tools past it under their groups' headings.
            tools={toolsPlacedIn('allTools').filter((tool) => !tool.placements.includes('more'))}
            groups={moreTools.map(({ category, tools }) => ({ label: category, tools }))}
            wide
          />
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <InstallButton />
          <ToolFinder />
          <ThemeToggleButton />
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
