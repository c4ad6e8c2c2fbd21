/** Pure reads of the recorder's snapshot (the control panel and the §8 modal). */
import type { SnapshotFrom } from 'xstate';
import { levelToBars } from '../shared/pcm';
import type { UiText } from '../shared/text';
import { LEVEL_METER_BARS } from '../shared/constants';
import type { recorderMachine } from './recorder.machine';

type RecorderSnapshot = SnapshotFrom<typeof recorderMachine>;

/** Capture runs and chunks go to the server ("Speaking..."). */
export const selectIsRecording = (s: RecorderSnapshot): boolean => s.matches({ capture: { active: 'recording' } });
/** The microphone is being opened (permission prompt, worklet start). */
export const selectIsStarting = (s: RecorderSnapshot): boolean => s.matches({ capture: { active: 'starting' } });
/** The meter's label: "Speaking..." while recording, else "Ready". */
export const selectLevelLabel = (s: RecorderSnapshot): UiText =>
  selectIsRecording(s) ? { key: 'interview.speaking' } : { key: 'interview.ready' };
export const selectLevel = (s: RecorderSnapshot): number => s.context.level;
/** The 16 bars of the meter, lowest first (all off unless recording). */
export const selectBars = (s: RecorderSnapshot): boolean[] => levelToBars(s.context.level, LEVEL_METER_BARS);
/** The button is disabled for 500 ms after each click. */
export const selectIsLocked = (s: RecorderSnapshot): boolean => s.matches({ lock: 'locked' });
/** "Please connect…", "Microphone access denied…" or "Failed to start recording…", or null. */
export const selectNotice = (s: RecorderSnapshot): UiText | null => s.context.notice;
/** The microphone was refused: show the "Microphone Access Denied" modal. */
export const selectIsDenied = (s: RecorderSnapshot): boolean => s.matches({ capture: 'denied' });
export const selectCanRecord = (s: RecorderSnapshot): boolean => s.context.canRecord;
