import { useState } from 'react';
import { StampToolScreen } from '../../components/StampToolScreen';
import { SliderField } from '../../components/SettingFields';
import { WATERMARKED_SUFFIX, addWatermarkCall, defaultWatermarkSettings, watermarkRules } from '../../contract/add-watermark';
import { useSettings } from '../../components/use-settings';
import type { ToolScreenProps } from '../tool-definition';
import { WatermarkTabs } from './WatermarkTabs';
import { WatermarkImageField } from './WatermarkImageField';
import { TextWatermarkFields, WatermarkPlacementFields } from './WatermarkFields';
import { watermarkGuide, watermarkTexts as text } from './texts';

export default function AddWatermarkScreen({ tool }: ToolScreenProps) {
  const [settings, change] = useSettings(defaultWatermarkSettings);
  const [image, setImage] = useState<File>();
  const withImage = settings.type === 'image';

  return (
    <StampToolScreen
      tool={tool}
      texts={text}
      guide={watermarkGuide}
      call={addWatermarkCall}
      // The picture goes with an image watermark only, as the user's own File.
      settings={withImage && image ? { ...settings, image: { name: image.name, type: image.type, data: image } } : settings}
      outputSuffix={WATERMARKED_SUFFIX}
      blocked={withImage && !image}
      form={(pageCount) => (
        <>
          <WatermarkTabs value={settings.type} onChange={change('type')} />
          <div id="watermark-panel" role="tabpanel" aria-labelledby={`watermark-tab-${settings.type}`} className="space-y-5">
            {withImage ? (
              <>
                <WatermarkImageField image={image} onChange={setImage} />
                <SliderField {...watermarkRules.scale} label={text.scale} unit="%" value={settings.scale} onChange={change('scale')} />
              </>
            ) : (
              <TextWatermarkFields settings={settings} change={change} />
            )}
          </div>
          <WatermarkPlacementFields settings={settings} change={change} pageCount={pageCount} />
        </>
      )}
    />
  );
}
