import { useState } from 'react';
import { ToolPage } from '../../components/ToolPage';
import { OptionCards } from '../../components/OptionCards';
import { UploadWidget } from '../../components/UploadWidget';
import { ChosenFiles } from '../../components/ChosenFiles';
import { ProcessingWidget } from '../../components/ProcessingWidget';
import { DownloadCard } from '../../components/DownloadCard';
import { CheckboxField, TextField } from '../../components/SettingFields';
import { configuredTimestampAuthority } from '../../contract/timestamp-authority';
import { useFileListTool } from '../../components/use-file-list-tool';
import { useBatch } from '../../components/use-batch';
import { usePdfFacts } from '../../components/use-pdf-facts';
import { callApi } from '../../api/call-api';
import { toast } from '../../state/toast-store';
import { summarizeBatch } from '../../lib/batch-summary';
import { batchZipName } from '../../contract/output-names';
import { signPdfCall, SIGNER_TEXT_MAX_LENGTH, type SignedFacts, type SignPdfSettings } from '../../contract/digital-signature';
import type { ResultItem } from '../../contract/results';
import type { ToolScreenProps } from '../tool-definition';
import { CertificateChooser } from './CertificateChooser';
import type { ChosenCertificate } from './chosen-certificate';
import { SignatureBoxPicker } from './SignatureBoxPicker';
import { SignaturePicture } from './SignaturePicture';
import { DEFAULT_BOX, type BoxOnPage } from './signature-box';
import { signedNote, signGuide, signTexts as text, type SignatureLook } from './texts';

type SignedItem = ResultItem & { facts: SignedFacts };

// Each picture its own key: a new drawing of the same size is still a new setting.
const pictureIds = new WeakMap<Blob, string>();
function pictureId(picture: Blob): string {
  if (!pictureIds.has(picture)) pictureIds.set(picture, crypto.randomUUID());
  return pictureIds.get(picture)!;
}

// Set by the deployer at build time (README, "Timestamps"); without it the screen offers none.
const timestampAuthority = configuredTimestampAuthority();

export default function SignPdfCertificateScreen({ tool }: ToolScreenProps) {
  const rules = tool.upload!;
  const { files, append, removeById, fileErrors } = useFileListTool(rules, { announce: { title: 'PDF uploaded', description: text.uploaded } });
  const first = files[0]?.file;
  const { pageCount } = usePdfFacts(first);
  const [certificate, setCertificate] = useState<ChosenCertificate>();
  const [look, setLook] = useState<SignatureLook>('invisible');
  const [page, setPage] = useState(1);
  const [box, setBox] = useState<BoxOnPage>(DEFAULT_BOX);
  const [picture, setPicture] = useState<Blob>();
  const [reason, setReason] = useState('');
  const [location, setLocation] = useState('');
  const [timestamp, setTimestamp] = useState(false);

  const settings: SignPdfSettings = {
    ...(certificate ? { certificate: { name: certificate.file.name, type: certificate.file.type, data: certificate.file } } : {}),
    certificatePassword: certificate?.password ?? '',
    ...(look === 'visible' ? { box: { page: Math.min(page, pageCount ?? page), ...box } } : {}),
    ...(look === 'visible' && picture ? { picture: { name: 'signature.png', type: picture.type, data: picture } } : {}),
    reason: reason.trim(),
    location: location.trim(),
    timestamp: Boolean(timestampAuthority) && timestamp,
  };
  const settingsKey = JSON.stringify({ ...settings, certificate: certificate?.id, picture: picture && pictureId(picture) });
  const single = files.length === 1;
  const batch = useBatch<SignedItem>({
    jobs: files.map((entry) => ({ key: `${entry.id}:${settingsKey}`, label: text.jobLabel(entry.file.name), files: [entry.file] })),
    run: async (job, context) => {
      const { answer, notices } = await callApi(signPdfCall, job.files, settings, context);
      return { answer: answer.files.map((item) => ({ ...item, facts: answer.facts })), notices };
    },
    verb: text.verb,
    concurrency: 1,
    onComplete: (outcomes) => toast(outcomes.length === 1
      ? { title: text.successTitle }
      : { title: text.batchTitle, description: summarizeBatch(outcomes, text.batchDone) }),
  });

  return (
    <ToolPage title={tool.title} description={tool.description} guide={signGuide} relatedToolIds={tool.relatedCardIds}>
      {files.length === 0 ? (
        <UploadWidget {...rules} onFiles={append} title={text.uploadTitle} />
      ) : (
        <div className="space-y-6">
          <ChosenFiles files={files} rules={rules} onAdd={append} onRemove={removeById} disabled={batch.running} errors={fileErrors} />
          <section className="space-y-6 rounded-2xl border border-slate-200 bg-surface p-3 shadow-sm sm:p-5">
            <CertificateChooser chosen={certificate} onChoose={setCertificate} disabled={batch.running} />
            <OptionCards legend={text.lookLegend} options={text.looks} value={look} onChange={setLook} disabled={batch.running} />
            {look === 'visible' && first && (
              <div className="grid gap-6 lg:grid-cols-2">
                <SignatureBoxPicker file={first} pageCount={pageCount ?? 1} page={page} onPage={setPage} box={box} onBox={setBox} disabled={batch.running} />
                <SignaturePicture suggestedName={certificate?.name ?? ''} onPicture={setPicture} disabled={batch.running} />
              </div>
            )}
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField label={text.reason} value={reason} maxLength={SIGNER_TEXT_MAX_LENGTH} onChange={setReason} />
              <TextField label={text.location} value={location} maxLength={SIGNER_TEXT_MAX_LENGTH} onChange={setLocation} />
            </div>
            {timestampAuthority && (
              <div className="space-y-1">
                <CheckboxField label={text.timestamp(new URL(timestampAuthority).host)} checked={timestamp} onChange={setTimestamp} />
                <p className="text-xs text-slate-500">{text.timestampNote(new URL(timestampAuthority).host)}</p>
              </div>
            )}
            {!certificate && <p className="text-sm text-slate-600" data-testid="certificate-needed">{text.chooseCertificateFirst}</p>}
          </section>
          <ProcessingWidget
            batch={batch}
            actionLabel={text.action}
            disabled={!certificate}
            zipName={batchZipName(files.map((entry) => entry.file.name), 'signed')}
            describeResult={(items) => items[0] && <p className="text-sm text-slate-700">{signedNote(items[0].facts)}</p>}
          />
          {single && batch.results.length === 1 && (
            <DownloadCard title={text.resultTitle} result={batch.results[0]} downloadLabel={text.download} note={signedNote(batch.results[0].facts)} />
          )}
        </div>
      )}
    </ToolPage>
  );
}
