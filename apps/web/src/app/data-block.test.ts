import { takeDataBlock } from './data-block';

function page(head: string) {
  return new DOMParser().parseFromString(
    `<html><head>${head}</head><body></body></html>`,
    'text/html',
  );
}

describe('takeDataBlock', () => {
  it('reads a JSON data block once, with escaped markup read back', () => {
    const doc = page(
      '<script type="application/json" id="aula-session">{"data":{"name":"Ana \\u003c/script\\u003e"}}</script>',
    );
    expect(takeDataBlock('aula-session', doc)).toEqual({ data: { name: 'Ana </script>' } });
    expect(doc.getElementById('aula-session')).toBeNull();
    expect(takeDataBlock('aula-session', doc)).toBeUndefined();
  });

  it('ignores what is not a JSON data block: missing, another type or element, broken JSON', () => {
    expect(takeDataBlock('aula-session', page(''))).toBeUndefined();
    expect(
      takeDataBlock(
        'aula-session',
        page('<script type="text/plain" id="aula-session">{}</script>'),
      ),
    ).toBeUndefined();
    expect(
      takeDataBlock('aula-session', page('<meta id="aula-session" content="{}">')),
    ).toBeUndefined();
    expect(
      takeDataBlock(
        'aula-session',
        page('<script type="application/json" id="aula-session">{oops</script>'),
      ),
    ).toBeUndefined();
  });
});
