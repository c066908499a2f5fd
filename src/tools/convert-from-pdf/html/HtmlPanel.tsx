import type { ToolScreenProps } from '../../tool-definition';
import { OfficePanel } from '../OfficePanel';

/** The HTML tab. */
export default function HtmlPanel(props: ToolScreenProps) {
  return <OfficePanel {...props} kind="html" />;
}
