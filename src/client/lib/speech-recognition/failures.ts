// What a device recogniser's error means to the voice dialog, in the words it already uses for
// the server's recogniser (SPEC §8, dialog-errors.ts).
import {
  recordingFailure,
  startFailedText,
  VOICE_ERROR_TEXT,
  voiceFailure,
  type VoiceFailure,
} from '@shared/voice/dialog/dialog-errors';
import type { RecognitionErrorCode } from './recogniser';

/**
 * A failure to show; 'fallback' when Joey Fit's recogniser should take over at once (the browser
 * refused its own service, or has no model for the language: the microphone itself is fine and
 * the person did nothing wrong); null for the app's own cancel.
 */
export function deviceFailure(code: RecognitionErrorCode): VoiceFailure | 'fallback' | null {
  switch (code) {
    case 'aborted':
      return null;
    case 'service-not-allowed':
    case 'language-not-supported':
      return 'fallback';
    case 'no-speech':
      return voiceFailure({ category: 'audio_quality' });
    case 'network':
      return voiceFailure({ category: 'network_error' });
    case 'not-allowed':
      // The microphone was refused: the same words as when the recorder is refused it.
      return recordingFailure(startFailedText('Permission denied'));
    case 'audio-capture':
      return recordingFailure(VOICE_ERROR_TEXT.recordingFailed);
    case 'other':
      return voiceFailure({});
  }
}
