import { COVER_MAX_WIDTH } from '@aula/contract';
import { coverSize } from './cover-image';

describe('coverSize', () => {
  it('shrinks a wide image to the maximum width, keeping its proportions', () => {
    expect(COVER_MAX_WIDTH).toBe(1280);
    expect(coverSize(2560, 1440)).toEqual({ width: 1280, height: 720 });
    expect(coverSize(4000, 3000)).toEqual({ width: 1280, height: 960 });
    expect(coverSize(5000, 1)).toEqual({ width: 1280, height: 1 });
  });

  it('never enlarges a small one', () => {
    expect(coverSize(640, 360)).toEqual({ width: 640, height: 360 });
    expect(coverSize(1280, 2000)).toEqual({ width: 1280, height: 2000 });
  });
});
