import type { ToolScreenProps } from '../../tool-definition';
import { OfficePanel } from '../OfficePanel';

/** The Powerpoint tab. */
export default function PowerpointPanel(props: ToolScreenProps) {
  return <OfficePanel {...props} kind="powerpoint" />;
}
