import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { announceSessionEnded, onSessionEnded, useLoginWhenSessionEnds } from './session-ended';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function Shell() {
  useLoginWhenSessionEnds();
  return <Where />;
}

function renderAt(at: string) {
  return render(
    <MemoryRouter initialEntries={[at]}>
      <Routes>
        <Route path="*" element={<Shell />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('given a person whose session ends under them (S59)', () => {
  it('on a public page (a free lecture), goes to login keeping the page in redirect', () => {
    renderAt('/react-do-zero/aula/3?t=10#comentarios');
    expect(screen.getByTestId('where')).toHaveTextContent('/react-do-zero/aula/3?t=10');
    act(() => announceSessionEnded());
    const where = new URL(screen.getByTestId('where').textContent ?? '', 'http://aula.test');
    expect(where.pathname).toBe('/login');
    expect(where.searchParams.get('redirect')).toBe('/react-do-zero/aula/3?t=10#comentarios');
  });

  it('stops listening when the app unmounts', () => {
    const { unmount } = renderAt('/');
    unmount();
    const heard = vi.fn();
    const stop = onSessionEnded(heard);
    act(() => announceSessionEnded());
    expect(heard).toHaveBeenCalledTimes(1);
    stop();
    announceSessionEnded();
    expect(heard).toHaveBeenCalledTimes(1);
  });
});
