import { useState } from "react";
import { PlayIcon } from "~/components/ui/icons";
import { ContentImage } from "~/components/ui/content-image";
import type { VideoLecture } from "~/content/types";

export function youtubeWatchUrl(videoId: string) {
  return `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`;
}

export function youtubeEmbedUrl(videoId: string) {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1&rel=0`;
}

/**
 * A thumbnail with a play button: no third-party request happens until the visitor clicks.
 * Without JavaScript it is a plain link to the video.
 */
export function VideoFacade({ lecture }: { lecture: VideoLecture }) {
  const [playing, setPlaying] = useState(false);

  if (playing) {
    return (
      <div className="aspect-video overflow-hidden rounded-2xl bg-black">
        <iframe
          src={youtubeEmbedUrl(lecture.videoId)}
          title={lecture.title}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
          className="h-full w-full"
        />
      </div>
    );
  }

  return (
    <a
      href={youtubeWatchUrl(lecture.videoId)}
      onClick={(event) => {
        event.preventDefault();
        setPlaying(true);
      }}
      className="group relative block aspect-video overflow-hidden rounded-2xl bg-brand-900"
      data-testid="video-facade"
    >
      <ContentImage
        image={lecture.thumbnail}
        className="h-full w-full object-cover transition duration-300 group-hover:scale-105 group-hover:opacity-90"
      />
      <span className="absolute inset-0 flex items-center justify-center">
        <span className="flex h-16 w-16 items-center justify-center rounded-full bg-white/90 text-brand-700 shadow-lg transition group-hover:scale-110 group-hover:bg-white">
          <PlayIcon className="ml-1 h-7 w-7" />
        </span>
      </span>
      <span className="sr-only">{lecture.title} 동영상 재생</span>
    </a>
  );
}
