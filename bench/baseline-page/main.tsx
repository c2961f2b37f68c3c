/**
 * The browser benches' baseline (decision 027): the least a React page can do on a tap, a button
 * that increments a number. Built by bench/baseline-page.ts with the app's Vite, React plugin and
 * React packages in production mode; never part of the app's bundle.
 */
import { useState } from 'react';
import { createRoot } from 'react-dom/client';

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <main>
      <output data-testid="count">{count}</output>
      <button type="button" data-command="increment" onClick={() => setCount((n) => n + 1)}>
        +1
      </button>
    </main>
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(<Counter />);
