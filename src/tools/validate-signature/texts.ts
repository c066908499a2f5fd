// Every text of the Validate signatures screen and its guide (a report's words: src/components/signature-words.ts).
import type { GuideContent } from '../../components/ToolGuide';

export const validateTexts = {
  uploadTitle: 'Drop signed PDFs here or click to choose',
  uploaded: 'Folio checks every signature on your device.',
  trustedTitle: 'Certificates you trust',
  trustedHint: 'A signature whose certificate leads to one of these is shown as trusted. They are kept in this browser only; add your organisation’s or a certificate authority’s certificate (.pem, .cer, .crt, .der).',
  trustedNone: 'None yet.',
  addTrusted: 'Add a certificate',
  removeTrusted: (name: string) => `Stop trusting ${name}`,
  remove: 'Remove',
};

export const validateGuide: GuideContent = {
  heading: 'How to validate the signatures of a PDF',
  sections: [
    {
      heading: 'Steps',
      ordered: true,
      items: [
        'Drop one or more signed PDFs on the upload area.',
        'Read each signature’s report: valid, changed after signing, invalid, or not checkable.',
        'To see a signer as trusted, add the certificate of their organisation or authority under “Certificates you trust”.',
      ],
    },
    {
      heading: 'What Folio checks',
      items: [
        'That the bytes each signature covers are exactly the bytes that were signed: the digest and the signature value, with the signer’s key.',
        'Whether the signature covers the whole file, or what was saved after it: pages, annotations, form fields, other signatures.',
        'Who the certificate names and who issued it, and whether it was valid when the signature was made.',
        'Folio keeps no list of trusted authorities: a signer is trusted only when you chose to trust their certificate or its issuer.',
      ],
    },
    {
      heading: 'Private by design',
      text: 'Folio checks signatures inside your browser, on your own device. The file is never uploaded, and once the app is loaded it works offline.',
    },
  ],
  faq: [
    { question: 'Why does a valid signature say Folio cannot tell who signed?', answer: 'Anyone can make a certificate with any name. Folio confirms the document is unchanged; that the name is true only the certificate’s issuer can vouch for.' },
    { question: 'Is revocation checked?', answer: 'No: that would mean asking the certificate authority online. Folio checks everything the file itself holds.' },
  ],
};
