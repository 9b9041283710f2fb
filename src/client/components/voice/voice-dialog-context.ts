import { createContext, useContext } from 'react';

/**
 * How any screen opens the voice dialog. The dialog itself belongs to the voice feature, which
 * the app mounts around the signed-in screens; features reach it through this context instead
 * of importing the voice feature (DESIGN §2: client features do not import each other).
 */
export interface VoiceDialogControls {
  openVoiceDialog: () => void;
}

export const VoiceDialogContext = createContext<VoiceDialogControls | null>(null);

/** The controls, or null outside the signed-in app (then voice buttons render nothing). */
export const useVoiceDialog = () => useContext(VoiceDialogContext);
