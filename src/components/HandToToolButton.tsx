import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { toolById } from '../tools/registry';
import { fileListActions } from '../state/file-list-store';

interface HandToToolButtonProps {
  /** The card id of the tool that takes over. */
  toolId: string;
  /** The files to hand over, read when the button is pressed (a saved result, or the file as opened). */
  files: () => Promise<File[]>;
  children: ReactNode;
  disabled?: boolean;
}

/** Opens another tool with these files already in its list, as if the person had chosen them there. */
export function HandToToolButton({ toolId, files, children, disabled = false }: HandToToolButtonProps) {
  const navigate = useNavigate();
  const tool = toolById(toolId);
  return (
    <button
      type="button"
      className="btn-secondary w-full justify-center"
      disabled={disabled}
      onClick={() => void files().then((handed) => {
        // Each route keeps its own list (src/state/file-list-store.ts): the files join the other tool's.
        fileListActions(tool.href.split('?')[0]).append(handed);
        navigate(tool.href);
      })}
    >
      {children}
    </button>
  );
}
