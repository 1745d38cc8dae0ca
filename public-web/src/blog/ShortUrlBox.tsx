import { useState } from 'react';

/** Admins only: the post's short URL, ready to paste into a text message or a flyer. */
export function ShortUrlBox({ code }: { code: string }) {
  const url = `${window.location.origin}/${code}`;
  const [copied, setCopied] = useState(false);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      window.setTimeout(() => setCopied(false), 2000);
    } catch (error) {
      console.warn('Copy failed:', error);
    }
  };

  return (
    <div className="short-url-box">
      <label className="short-url-box__label" htmlFor="short-url">
        Short URL
      </label>
      <div className="short-url-box__row">
        <input id="short-url" className="short-url-box__input" readOnly value={url} onFocus={(event) => event.target.select()} />
        <button type="button" className="button button--ghost" onClick={copy}>
          {copied ? 'Copied!' : 'Copy'}
        </button>
      </div>
      <p className="visually-hidden" role="status">
        {copied ? 'Short URL copied' : ''}
      </p>
    </div>
  );
}
