import { matchesAccept, MB, type UploadRules } from '../contract/upload-rules';

export type { UploadRules };


export interface UploadNotice {
  title: string;
  description: string;
  variant: 'default' | 'destructive';
}

export interface UploadOutcome {
  accepted: File[];
  /** In the order to show them; with one toast visible at a time, the last one stays on screen. */
  notices: UploadNotice[];
}

/** The upload widget's rules and messages, word for word (spec, first document §5). */
export function validateUpload(picked: File[], rules: UploadRules): UploadOutcome {
  if (picked.length === 0) {
    return { accepted: [], notices: [] };
  }
  if (picked.length > rules.maxFiles) {
    return {
      accepted: [],
      notices: [{ title: 'Too many files', description: `You can only upload up to ${rules.maxFiles} files at once.`, variant: 'destructive' }],
    };
  }
  const accepted: File[] = [];
  const problems: UploadNotice[] = [];
  const wrongType = picked.filter((file) => !matchesAccept(file, rules.accept));
  if (wrongType.length && rules.wrongTypeMessage) {
    problems.push({ title: 'Invalid file type', description: rules.wrongTypeMessage, variant: 'destructive' });
  }
  for (const file of picked) {
    if (wrongType.includes(file)) {
      if (!rules.wrongTypeMessage) {
        problems.push({ title: 'Invalid file type', description: `${file.name} is not a supported file type.`, variant: 'destructive' });
      }
    } else if (file.size > rules.maxSizeMb * MB) {
      problems.push({ title: 'File too large', description: `${file.name} exceeds the maximum size of ${rules.maxSizeMb}MB.`, variant: 'destructive' });
    } else {
      accepted.push(file);
    }
  }
  const added: UploadNotice[] = accepted.length
    ? [{ title: 'Files added', description: `${accepted.length} file(s) have been added.`, variant: 'default' }]
    : [];
  // Success first, problems last: the skipped file's message is the one left visible.
  return { accepted, notices: [...added, ...problems] };
}
