import { useState } from 'react';
import { ToolPage } from '../../components/ToolPage';
import { UploadWidget } from '../../components/UploadWidget';
import { ChosenFiles } from '../../components/ChosenFiles';
import { useFileListTool } from '../../components/use-file-list-tool';
import type { TrustedCertificate } from '../../state/certificate-store';
import type { ToolScreenProps } from '../tool-definition';
import { FileSignatures } from '../../components/FileSignatures';
import { TrustedCertificates } from './TrustedCertificates';
import { validateGuide, validateTexts as text } from './texts';

export default function ValidateSignatureScreen({ tool }: ToolScreenProps) {
  const rules = tool.upload!;
  const { files, append, removeById, fileErrors } = useFileListTool(rules, { announce: { title: 'PDF uploaded', description: text.uploaded } });
  const [trusted, setTrusted] = useState<TrustedCertificate[]>([]);
  return (
    <ToolPage title={tool.title} description={tool.description} guide={validateGuide} relatedToolIds={tool.relatedCardIds}>
      <div className="space-y-6">
        {files.length === 0 ? (
          <UploadWidget {...rules} onFiles={append} title={text.uploadTitle} />
        ) : (
          <>
            <ChosenFiles files={files} rules={rules} onAdd={append} onRemove={removeById} disabled={false} errors={fileErrors} />
            {files.map((entry) => <FileSignatures key={entry.id} file={entry.file} trusted={trusted} />)}
          </>
        )}
        <TrustedCertificates onChange={setTrusted} />
      </div>
    </ToolPage>
  );
}
