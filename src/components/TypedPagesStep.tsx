import { useState, type ReactNode } from 'react';
import { choiceOfTypedPages, chosenPages, typedPagesQuery, type PageChoice } from '../lib/page-choice';
import { PageChoiceFields } from './PageChoiceForm';

interface TypedPagesStepProps {
  pages: string;
  onPages: (pages: string) => void;
  disabled: boolean;
  children?: ReactNode;
}

/**
 * The Remove and Extract screens' page fields on a workflow step: no document, no grid, the same pages for
 * every file (a page a file does not have is refused for that file alone when the step runs).
 */
export function TypedPagesStep({ pages, onPages, disabled, children }: TypedPagesStepProps) {
  const [choice, setChoice] = useState<PageChoice>(() => choiceOfTypedPages(pages));
  // Checked against no page count: only the form of what is typed.
  const { error } = chosenPages(choice, Number.MAX_SAFE_INTEGER);
  return (
    <>
      <PageChoiceFields
        choice={choice}
        onChoiceChange={(next) => {
          setChoice(next);
          onPages(typedPagesQuery(next));
        }}
        error={error}
        disabled={disabled}
      />
      {children}
    </>
  );
}
