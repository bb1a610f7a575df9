import { contextBridge, ipcRenderer } from 'electron';
import { BRIDGE_CHANNELS, createBridge } from './create-bridge';

contextBridge.exposeInMainWorld('kiosk', createBridge(ipcRenderer, BRIDGE_CHANNELS));
