import { centerSquare } from './avatar-image';

describe('centerSquare', () => {
  it('cuts the middle of a landscape, a portrait and a square', () => {
    expect(centerSquare(600, 400)).toEqual({ sx: 100, sy: 0, size: 400 });
    expect(centerSquare(300, 901)).toEqual({ sx: 0, sy: 300, size: 300 });
    expect(centerSquare(256, 256)).toEqual({ sx: 0, sy: 0, size: 256 });
  });
});
