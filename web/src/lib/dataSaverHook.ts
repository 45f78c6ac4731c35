import { useCallback, useSyncExternalStore } from 'react';
import { dataSaver, type DataSaverState } from './dataSaver';

const OFF: DataSaverState = { on: false, browserAsks: false };

/** Data-saver mode, kept up to date, and the switch that sets the visitor's choice. */
export function useDataSaver(): DataSaverState & { set: (on: boolean) => void } {
  const state = useSyncExternalStore(dataSaver.subscribe, dataSaver.state, () => OFF);
  const set = useCallback((on: boolean) => dataSaver.set(on), []);
  return { ...state, set };
}
