import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { ChevronDown, Menu, X } from 'lucide-react';
import { menuCategories, toolsInCategory, type MenuCategory } from '../../tools/registry';
import { mainLinks } from './mainLinks';
import { ThemeSwitch } from '../theme/ThemeSwitch';

/** Small screens: a side sheet with the three main links and collapsible categories, one open at a time. */
export function MobileMenu() {
  const sheet = useRef<HTMLDialogElement>(null);
  const [openCategory, setOpenCategory] = useState<MenuCategory>();
  const close = () => sheet.current?.close();

  return (
    <>
      <button type="button" className="icon-btn lg:hidden" aria-label="Open menu" onClick={() => sheet.current?.showModal()}>
        <Menu className="size-6" aria-hidden />
      </button>
      <dialog
        ref={sheet}
        aria-label="Menu"
        className="ml-auto mr-0 h-full max-h-none w-[min(22rem,88vw)] p-0 backdrop:bg-black/40"
        onClick={(event) => event.target === sheet.current && close()}
      >
        <div className="flex h-full flex-col overflow-y-auto bg-surface p-4">
          <div className="mb-4 flex items-center justify-between">
            <span className="text-lg font-bold text-slate-900">Folio</span>
            <button type="button" className="icon-btn" aria-label="Close menu" onClick={close}>
              <X className="size-5" aria-hidden />
            </button>
          </div>
          <nav aria-label="Mobile">
            <ul className="space-y-1 border-b border-slate-200 pb-3">
              {mainLinks.map((tool) => (
                <li key={tool.id}>
                  <Link to={tool.href} onClick={close} className="block rounded-lg px-3 py-2 font-semibold text-slate-900 hover:bg-slate-50">
                    {tool.name.toUpperCase()}
                  </Link>
                </li>
              ))}
            </ul>
            {menuCategories.map((category) => {
              const expanded = openCategory === category;
              const panelId = `mobile-${category.replace(/\W+/g, '-').toLowerCase()}`;
              return (
                <div key={category} className="border-b border-slate-100">
                  <button
                    type="button"
                    className="flex w-full items-center justify-between px-3 py-3 text-left font-medium text-slate-800"
                    aria-expanded={expanded}
                    aria-controls={panelId}
                    onClick={() => setOpenCategory(expanded ? undefined : category)}
                  >
                    {category}
                    <ChevronDown className={`size-4 transition ${expanded ? 'rotate-180' : ''}`} aria-hidden />
                  </button>
                  <ul id={panelId} hidden={!expanded} className="pb-2">
                    {toolsInCategory(category).map((tool) => (
                      <li key={tool.id}>
                        <Link to={tool.href} onClick={close} className="block rounded-lg px-5 py-2 text-sm text-slate-700 hover:bg-slate-50">
                          {tool.name}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </div>
              );
            })}
          </nav>
          <ThemeSwitch className="mt-4 px-3" />
        </div>
      </dialog>
    </>
  );
}
