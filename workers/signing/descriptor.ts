// The signing worker: certificates, PKCS#12 files and CMS signatures (PKIjs over Web Crypto) and
// the incremental saves that carry them (pdf-lib). A worker of its own so that a private key lives
// only here, for one job, and the worker is gone soon after.
import type { WorkerDescriptor } from '../runtime/worker-descriptor';

const descriptor: WorkerDescriptor = {
  name: 'signing',
  title: 'signatures',
  idleMs: 30_000,
  restartAfterFailure: true,
  runsUnderNode: true,
  // Nothing of its own to copy: the appearance's fonts are the document worker's (/vendor/fonts).
  assets: [],
  scriptSources: [],
};

export default descriptor;
