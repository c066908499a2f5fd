// Every text of the Sign PDF with a certificate screen, and its guide.
import type { GuideContent } from '../../components/ToolGuide';
import type { OptionCard } from '../../components/OptionCards';
import { fileCount } from '../../lib/batch-summary';
import { CERTIFICATE_PASSWORD_MIN_LENGTH, type SignatureKeyType, type SignedFacts } from '../../contract/digital-signature';

export type CertificateSource = 'file' | 'personal';
export type SignatureLook = 'invisible' | 'visible';
export type PictureKind = 'none' | 'type' | 'draw' | 'upload';

export const signTexts = {
  uploadTitle: 'Drop PDFs here or click to choose',
  uploaded: 'Choose your certificate and where the signature goes.',
  certificateLegend: 'Certificate',
  sources: [
    { value: 'file', label: 'My certificate file', description: 'A .p12 or .pfx file with your key, from your organisation or a certificate authority.' },
    { value: 'personal', label: 'A personal certificate', description: 'Made here, on your device, in your name. Anyone can check that the document was not changed after you signed.' },
  ] satisfies Array<OptionCard<CertificateSource>>,
  chooseFile: 'Choose a .p12 or .pfx file',
  changeFile: 'Choose another file',
  certificatePassword: 'Certificate password',
  passwordHint: 'Used only to open the certificate for this signature, on your device; never stored.',
  makeTitle: 'Make a personal certificate',
  name: 'Your name',
  email: 'E-mail (optional)',
  keyLegend: 'Key',
  keyTypes: [
    { value: 'ecdsa-p256', label: 'ECDSA P-256', description: 'Small and fast; read by current PDF readers.' },
    { value: 'rsa-3072', label: 'RSA 3072', description: 'The widest support, older readers included.' },
  ] satisfies Array<OptionCard<SignatureKeyType>>,
  newPassword: 'Password for the certificate file',
  repeatPassword: 'Repeat the password',
  passwordTooShort: `At least ${CERTIFICATE_PASSWORD_MIN_LENGTH} characters.`,
  passwordsDiffer: 'The two passwords differ.',
  keep: 'Keep it on this device',
  keepHint: 'Kept in this browser, still locked by its password. You can delete it at any time.',
  make: 'Make my certificate',
  making: 'Making your certificate…',
  made: (name: string, until: string) => `Certificate for ${name} made, valid until ${until}.`,
  selfSignedNote: 'A personal certificate proves the document was not changed after you signed it. Readers cannot confirm who you are unless they chose to trust your certificate.',
  downloadP12: 'Download .p12',
  keptTitle: 'Kept on this device',
  use: 'Use',
  inUse: 'In use',
  remove: 'Delete',
  removeLabel: (name: string) => `Delete the certificate of ${name} from this device`,
  keptUntil: (until: string) => `valid until ${until}`,
  lookLegend: 'Signature on the page',
  looks: [
    { value: 'invisible', label: 'Invisible', description: 'The signature is in the file and any PDF reader checks it; nothing is drawn on the page.' },
    { value: 'visible', label: 'Visible', description: 'A box with your handwriting, your name, the date and the reason, where you place it.' },
  ] satisfies Array<OptionCard<SignatureLook>>,
  page: 'Page',
  boxHint: 'Drag on the page to draw the box. With the keyboard: focus the page, then arrow keys move the box and Shift with arrow keys resizes it.',
  boxLabel: 'Place of the signature on the page',
  pictureLegend: 'Handwriting in the box',
  pictures: [
    { value: 'none', label: 'None', description: 'Your name and the details only.' },
    { value: 'type', label: 'Type', description: 'Your name in a handwriting font.' },
    { value: 'draw', label: 'Draw', description: 'With the mouse, a finger or a pen.' },
    { value: 'upload', label: 'Picture', description: 'A PNG or JPEG of your signature.' },
  ] satisfies Array<OptionCard<PictureKind>>,
  typedName: 'Name to write',
  drawLabel: 'Draw your signature here',
  clearDrawing: 'Clear',
  choosePicture: 'Choose a picture',
  timestamp: (host: string) => `Add a trusted timestamp from ${host}`,
  timestampNote: (host: string) => `Only a hash of your signature is sent to ${host}, which signs the time it received it; your document and your key stay on this device.`,
  reason: 'Reason (optional)',
  location: 'Location (optional)',
  action: 'Sign PDF',
  chooseCertificateFirst: 'Choose a certificate and type its password to sign.',
  verb: 'signing',
  jobLabel: (fileName: string) => `Signing ${fileName}`,
  successTitle: 'PDF signed',
  batchTitle: 'PDFs signed',
  batchDone: (count: number) => `${fileCount(count)} signed`,
  resultTitle: 'Your signed PDF is ready!',
  download: 'Download PDF',
};

/** What the result card says about a signature Folio made. */
export function signedNote({ signer, earlierSignatures, rewritten, timestampedBy }: SignedFacts): string {
  const name = /CN=([^,]+)/.exec(signer.subject)?.[1] ?? signer.subject;
  const parts = [`Signed by ${name}.`];
  if (timestampedBy) parts.push(`Timestamped by ${timestampedBy}.`);
  if (earlierSignatures === 1) parts.push('The earlier signature stays valid.');
  if (earlierSignatures > 1) parts.push(`The ${earlierSignatures} earlier signatures stay valid.`);
  if (rewritten) parts.push('The file needed its password or a repair first, so it was saved anew before signing: any signature it held before no longer holds.');
  if (new Date(signer.notAfter) < new Date()) parts.push('Your certificate has expired: readers will say so.');
  return parts.join(' ');
}

export const signGuide: GuideContent = {
  heading: 'How to sign a PDF with a certificate',
  sections: [
    {
      heading: 'Steps',
      ordered: true,
      items: [
        'Drop one or more PDFs on the upload area.',
        'Choose your certificate file (.p12 or .pfx) and type its password, or make a personal certificate.',
        'Choose an invisible signature, or a visible one and drag on the page where it goes.',
        'Press “Sign PDF” and download the signed file.',
      ],
    },
    {
      heading: 'What a digital signature proves',
      items: [
        'Anyone can check that the document is exactly as it was when you signed: Adobe Acrobat, other PDF readers and Folio’s Validate signature tool show it.',
        'Who signed is as trustworthy as the certificate: one from a certificate authority or your organisation names you with their word; a personal certificate is your own word.',
        'Folio adds the signature as an incremental save: signatures already in the file stay valid, and someone else can sign after you.',
      ],
    },
    {
      heading: 'Private by design',
      text: 'Your key is opened and used inside your browser, in a worker that keeps it for that one signature. The document and the key are never uploaded; a kept personal certificate stays locked by its password.',
    },
  ],
  faq: [
    { question: 'Is this a qualified electronic signature?', answer: 'No: it is an advanced signature format (PAdES baseline B-B). It becomes as strong as the certificate you sign with.' },
    { question: 'Why does my reader say the signer is unknown?', answer: 'Readers trust certificates from authorities on their list. A personal certificate is not on it; the reader still confirms the document is unchanged.' },
    { question: 'I forgot the password of my certificate.', answer: 'Nobody can open it without the password, Folio included. Make a new personal certificate, or ask whoever issued yours.' },
  ],
};
