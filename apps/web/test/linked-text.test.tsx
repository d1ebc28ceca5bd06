import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LinkedText } from '../src/components/ui/linked-text.tsx';

describe('helpline numbers in answers', () => {
  it('are tap-to-call links, and nothing else is', () => {
    const { container } = render(<LinkedText text="Call the Kisan Call Centre free on 1800-180-1551, or the animal helpline 1962. Spray 2.5 g in 200 litres; PM-KISAN 155261 / 011-24300606. Sown in 2019." />);
    const links = [...container.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['1800-180-1551', 'tel:18001801551'], ['1962', 'tel:1962'], ['155261', 'tel:155261'], ['011-24300606', 'tel:01124300606'],
    ]);
    expect(container.textContent).toContain('Spray 2.5 g in 200 litres');
  });
});
