import { parseVoiceCommand, type VoiceParseResult } from '@marcador/domain';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/field';
import { useTranslation } from '../../lib/use-translation';
import { useLexicon } from './use-lexicon';

/** Tries a typed phrase through the same grammar the microphone feeds, for a quiet room or no microphone. */
export function TypedPhraseForm({ onResult }: { onResult: (transcript: string, result: VoiceParseResult) => void }) {
  const { t } = useTranslation('voiceHelp');
  const { lang } = useLexicon();
  const [text, setText] = useState('');

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (text.trim() === '') return;
    onResult(text, parseVoiceCommand(text, lang));
    setText('');
  }

  return (
    <form onSubmit={handleSubmit} className="flex flex-wrap items-end gap-2">
      <TextField
        className="min-w-0 flex-1 basis-56"
        label={t('results.typeLabel')}
        lang={lang}
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={t('results.typePlaceholder')}
        autoComplete="off"
      />
      <Button type="submit" variant="court" size="lg">
        {t('results.typeSubmit')}
      </Button>
    </form>
  );
}
