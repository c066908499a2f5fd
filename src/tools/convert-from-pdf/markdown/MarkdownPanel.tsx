import type { ToolScreenProps } from '../../tool-definition';
import { OfficePanel } from '../OfficePanel';

/** The Markdown tab. */
export default function MarkdownPanel(props: ToolScreenProps) {
  return <OfficePanel {...props} kind="markdown" />;
}
