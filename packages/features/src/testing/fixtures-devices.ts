import type { Device } from '@aula/contract';
import { FIXTURE_NOW } from './fixtures';

const minutesAgo = (minutes: number) =>
  new Date(FIXTURE_NOW.getTime() - minutes * 60_000).toISOString();

export function makeDevice(overrides: Partial<Device> = {}): Device {
  return {
    id: '6f1c2a1e-0b7d-4c55-9a43-1d2e3f405162',
    browser: 'Chrome 131',
    os: 'Windows 10',
    ip: '189.10.x.x',
    signed_in_at: minutesAgo(90),
    last_active_at: minutesAgo(0),
    is_current: true,
    ...overrides,
  };
}

/** The current device and two others, as the devices page lists them. */
export function makeDevices(): Device[] {
  return [
    makeDevice(),
    makeDevice({
      id: '0a9b8c7d-6e5f-4a3b-8c1d-2e3f4a5b6c7d',
      browser: 'Firefox 133',
      os: 'Android 14',
      ip: '200.150.x.x',
      signed_in_at: minutesAgo(60 * 24 * 2),
      last_active_at: minutesAgo(20),
      is_current: false,
    }),
    makeDevice({
      id: '1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e',
      browser: 'Safari 18',
      os: 'iOS 18.1',
      ip: null,
      signed_in_at: minutesAgo(60 * 24 * 5),
      last_active_at: minutesAgo(60 * 3),
      is_current: false,
    }),
  ];
}
