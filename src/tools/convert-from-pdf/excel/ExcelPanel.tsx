import type { ToolScreenProps } from '../../tool-definition';
import { OfficePanel } from '../OfficePanel';

/** The Excel tab. */
export default function ExcelPanel(props: ToolScreenProps) {
  return <OfficePanel {...props} kind="excel" />;
}
