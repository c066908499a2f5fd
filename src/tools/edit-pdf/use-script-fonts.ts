// The served fonts of other scripts, declared for this page while the editor is open: typed Hindi,
// Arabic or Chinese shows with the fonts the saved file will embed, on devices without such fonts.
import { useEffect } from 'react';
import { SCRIPT_FONTS_STYLESHEET } from '../../contract/stamp-fonts';

export function useScriptFonts(): void {
  useEffect(() => {
    if (document.querySelector(`link[href="${SCRIPT_FONTS_STYLESHEET}"]`)) return;
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = SCRIPT_FONTS_STYLESHEET;
    document.head.append(link);
  }, []);
}
