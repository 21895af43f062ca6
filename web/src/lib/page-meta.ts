import { useEffect } from "react";
import { SITE } from "#common/site";

/**
 * Sets the tab title and the meta description while a page is shown. The description tag is
 * written in index.html so crawlers that skip JavaScript still get one; pages only change it.
 */
export function usePageMeta(title: string, description: string = SITE.description): void {
  useEffect(() => {
    document.title = title;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement("meta");
      meta.name = "description";
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description]);
}
