import { inlineJson } from './earlyPages';

// earlyPages itself: src/app/pageRegistry.test.tsx, beside the page registry it reads.
describe('inlineJson', () => {
  it('should write JSON that cannot close the inline script or open a comment', () => {
    const written = inlineJson({ title: '</script><script>alert(1)</script><!--' });
    expect(written).not.toMatch(/<\/script|<!--/i);
    expect(JSON.parse(written)).toEqual({ title: '</script><script>alert(1)</script><!--' });
  });
});
