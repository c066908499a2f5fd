import { useState } from 'react';
import { StampToolScreen } from '../../components/StampToolScreen';
import { addPageNumbersCall, defaultPageNumberSettings, NUMBERED_SUFFIX } from '../../contract/add-page-numbers';
import type { ToolScreenProps } from '../tool-definition';
import { PageNumberOptions } from './PageNumberOptions';
import { pageNumberGuide, pageNumberTexts as text } from './texts';

export default function AddPageNumbersScreen({ tool }: ToolScreenProps) {
  const [settings, setSettings] = useState(defaultPageNumberSettings);
  const [startValid, setStartValid] = useState(true);

  return (
    <StampToolScreen
      tool={tool}
      texts={text}
      guide={pageNumberGuide}
      call={addPageNumbersCall}
      settings={settings}
      outputSuffix={NUMBERED_SUFFIX}
      blocked={!startValid}
      form={(pageCount) => <PageNumberOptions settings={settings} onChange={setSettings} disabled={false} pageCount={pageCount} onStartValid={setStartValid} />}
    />
  );
}
