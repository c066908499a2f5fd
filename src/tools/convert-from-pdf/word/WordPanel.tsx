import type { ToolScreenProps } from '../../tool-definition';
import { OfficePanel } from '../OfficePanel';

/** The Word tab. */
export default function WordPanel(props: ToolScreenProps) {
  return <OfficePanel {...props} kind="word" />;
}
