import type { ToolScreenProps } from '../../tool-definition';
import { OfficePanel } from '../OfficePanel';

/** The CSV tab. */
export default function CsvPanel(props: ToolScreenProps) {
  return <OfficePanel {...props} kind="csv" />;
}
