import { useState } from 'react';
import { ChosenFiles } from '../../components/ChosenFiles';
import { ToolPage } from '../../components/ToolPage';
import { UploadWidget } from '../../components/UploadWidget';
import { useFileListTool } from '../../components/use-file-list-tool';
import { toast } from '../../state/toast-store';
import type { ToolScreenProps } from '../tool-definition';
import { AnnounceWhenOpen } from './AnnounceWhenOpen';
import { ProtectPanel } from './ProtectPanel';
import { UnlockPanel } from './UnlockPanel';
import { editorGuide, editorTexts as text } from './texts';

const protectAnnouncement = { title: text.loadedTitle, description: text.protect.loadedText };
const announceOpen = (count: number) => toast({ title: text.unlock.loadedTitle(count), description: text.unlock.loadedText(count) });

/**
 * Protect and Unlock: many PDFs at once, each run on its own with the same settings, each with its
 * result, and Download all. On Unlock the file card is the one place that asks for a file's password
 * (no dialog besides it), and the files are announced once they are open, not while one is locked.
 */
export function PasswordToolPage({ tool, variant, kind }: ToolScreenProps & { kind: 'protect' | 'unlock' }) {
  const rules = { ...(variant?.upload ?? tool.upload!), wrongTypeMessage: text.invalidText };
  const unlock = kind === 'unlock';
  const { files, append, removeById, fileErrors } = useFileListTool(rules, unlock ? {} : { announce: protectAnnouncement });
  const [running, setRunning] = useState(false);
  return (
    <ToolPage title={variant?.title ?? tool.title} description={variant?.description ?? tool.description} guide={editorGuide} relatedToolIds={tool.relatedCardIds}>
      {/* The same frame as the editor's page: the prerendered editor view turns into this one with small edits. */}
      <div className="space-y-6">
        {files.length === 0 ? (
          <UploadWidget {...rules} onFiles={append} title={unlock ? text.unlock.uploadTitle : text.protect.uploadTitle} />
        ) : (
          <>
            <ChosenFiles files={files} rules={rules} onAdd={append} onRemove={removeById} disabled={running} errors={fileErrors} />
            {unlock ? <UnlockPanel files={files} onRunningChange={setRunning} /> : <ProtectPanel files={files} onRunningChange={setRunning} />}
          </>
        )}
      </div>
      {unlock && <AnnounceWhenOpen files={files} announce={announceOpen} />}
    </ToolPage>
  );
}
