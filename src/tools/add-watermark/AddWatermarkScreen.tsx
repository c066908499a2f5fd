import { useState } from 'react';
import { StampToolScreen } from '../../components/StampToolScreen';
import { ChoiceGroup, SelectField, SliderField, TextField } from '../../components/SettingFields';
import { PageChoiceField } from '../../components/PageChoiceField';
import {
  WATERMARK_TEXT_MAX_LENGTH, WATERMARKED_SUFFIX, addWatermarkCall, defaultWatermarkSettings, watermarkRules,
} from '../../contract/add-watermark';
import { stampFontOptions } from '../../contract/stamp-fonts';
import { useSettings } from '../../components/use-settings';
import type { ToolScreenProps } from '../tool-definition';
import { WatermarkTabs } from './WatermarkTabs';
import { WatermarkImageField } from './WatermarkImageField';
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
              <>
                <TextField label={text.text} maxLength={WATERMARK_TEXT_MAX_LENGTH} value={settings.text} onChange={change('text')} />
                <SelectField label={text.font} value={settings.font} options={stampFontOptions} onChange={change('font')} />
                <TextField label={text.color} type="color" value={settings.color} onChange={change('color')} />
                <SliderField {...watermarkRules.size} label={text.size} unit=" pt" value={settings.size} onChange={change('size')} />
              </>
            )}
          </div>
          <SelectField label={text.position} value={settings.position} options={text.positions} onChange={change('position')} />
          <SliderField {...watermarkRules.opacity} label={text.opacity} unit="%" value={settings.opacity} onChange={change('opacity')} />
          <SliderField {...watermarkRules.rotation} label={text.rotation} unit="°" value={settings.rotation} onChange={change('rotation')} />
          <ChoiceGroup legend={text.layer} value={settings.layer} options={text.layers} onChange={change('layer')} />
          <PageChoiceField value={settings.pages} onChange={change('pages')} pageCount={pageCount} />
        </>
      )}
    />
  );
}
