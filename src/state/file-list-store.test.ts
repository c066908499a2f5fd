import { beforeEach, describe, expect, it } from 'vitest';
import { useFileList } from './file-list-store';

const file = (name: string) => new File(['x'], name, { type: 'application/pdf' });
const names = () => useFileList.getState().files.map((entry) => entry.file.name);

describe('the shared file list', () => {
  beforeEach(() => useFileList.getState().clear());

  it('appends files at the end, in the order given', () => {
    useFileList.getState().append([file('a.pdf'), file('b.pdf')]);
    useFileList.getState().append([file('c.pdf')]);
    expect(names()).toEqual(['a.pdf', 'b.pdf', 'c.pdf']);
  });

  it('removes one file by position', () => {
    useFileList.getState().append([file('a.pdf'), file('b.pdf'), file('c.pdf')]);
    useFileList.getState().removeAt(1);
    expect(names()).toEqual(['a.pdf', 'c.pdf']);
  });

  it('clears all files', () => {
    useFileList.getState().append([file('a.pdf')]);
    useFileList.getState().clear();
    expect(names()).toEqual([]);
  });

  it('gives every entry its own id, so screens can keep their own order', () => {
    useFileList.getState().append([file('a.pdf'), file('a.pdf')]);
    const [first, second] = useFileList.getState().files;
    expect(first.id).not.toBe(second.id);
  });

  it('offers no other way to change the list', () => {
    const actions = Object.entries(useFileList.getState()).filter(([, value]) => typeof value === 'function');
    expect(actions.map(([key]) => key).sort()).toEqual(['append', 'clear', 'removeAt']);
  });
});
