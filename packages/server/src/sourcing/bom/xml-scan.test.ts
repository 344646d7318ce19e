// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { MAX_MARKUP_CHARACTERS, XmlScanError, XmlScanner } from './xml-scan';

/** Everything the scanner reports, as one list; `pieces` cuts the input into chunks of that many characters. */
function events(xml: string, pieces = xml.length): string[] {
  const out: string[] = [];
  let text = '';
  const flush = () => {
    if (text) out.push(`text ${text}`);
    text = '';
  };
  const scanner = new XmlScanner({
    open(name, attributes, selfClosing) {
      flush();
      out.push(`open ${name} ${JSON.stringify(attributes)}${selfClosing ? ' /' : ''}`);
    },
    close(name) {
      flush();
      out.push(`close ${name}`);
    },
    text(piece) {
      text += piece;
    },
  });
  for (let at = 0; at < xml.length; at += pieces) scanner.write(xml.slice(at, at + pieces));
  scanner.end();
  flush();
  return out;
}

describe('XmlScanner', () => {
  const xml = `<?xml version="1.0"?><!-- a comment with <c> in it --><x:row r="2" x:spans='1:3' note="a > b &amp; c"><c t="s"><v>1&lt;2 &#x41;&#66;</v></c><c/><t><![CDATA[<raw> & text]]></t></x:row>`;
  const expected = [
    'open row {"r":"2","spans":"1:3","note":"a > b & c"}',
    'open c {"t":"s"}',
    'open v {}',
    'text 1<2 AB',
    'close v',
    'close c',
    'open c {} /',
    'close c',
    'open t {}',
    'text <raw> & text',
    'close t',
    'close row',
  ];

  it('reports tags without their prefixes, attributes (quoted > included) and decoded text', () => {
    expect(events(xml)).toEqual(expected);
  });

  it('reports the same whatever the chunk boundaries cut: tags, entities, comments, CDATA', () => {
    for (const size of [1, 2, 3, 5, 7, 13]) expect(events(xml, size), `chunks of ${size}`).toEqual(expected);
  });

  it('refuses a DOCTYPE (entity declarations), a tag that never ends and one cut short', () => {
    expect(() => events('<!DOCTYPE x [<!ENTITY a "aaaa">]><x>&a;</x>')).toThrow(XmlScanError);
    const scanner = new XmlScanner({});
    const chunk = '<row a="' + 'x'.repeat(64 * 1024);
    expect(() => {
      for (let sent = 0; sent <= MAX_MARKUP_CHARACTERS; sent += chunk.length) scanner.write(sent === 0 ? chunk : 'x'.repeat(chunk.length));
    }).toThrow(XmlScanError);
    expect(() => events('<row><c')).toThrow(XmlScanError);
  });
});
