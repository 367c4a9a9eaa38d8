#!/usr/bin/env bash
# Makes the demo gateway's sample media in public/demo/: synthetic test patterns and tones made by
# ffmpeg's own generators, so they are free of any licence. Run once; the files are committed.
set -euo pipefail
out="$(dirname "$0")/../public/demo"
mkdir -p "$out"
ff() { ffmpeg -hide_banner -loglevel error -y "$@"; }
# 4 s, 320x180, 15 fps: small enough to commit, long enough to see it play.
ff -f lavfi -i "testsrc2=size=320x180:rate=15:duration=4" -f lavfi -i "sine=frequency=440:duration=4" \
   -c:v libx264 -profile:v baseline -pix_fmt yuv420p -crf 32 -c:a aac -b:a 48k -movflags +faststart -shortest "$out/sample.mp4"
ff -f lavfi -i "testsrc=size=320x180:rate=15:duration=4" -f lavfi -i "sine=frequency=660:duration=4" \
   -c:v libvpx-vp9 -b:v 120k -c:a libopus -b:a 32k -shortest "$out/sample.webm"
ff -f lavfi -i "testsrc2=size=640x360:rate=1:duration=1" -frames:v 1 -q:v 6 "$out/poster.jpg"
ff -f lavfi -i "mandelbrot=size=400x400:rate=1" -frames:v 1 -q:v 6 "$out/cover.jpg"
# Two "songs" per generation, as the tune feed returns two clips.
ff -f lavfi -i "sine=frequency=330:duration=6" -f lavfi -i "sine=frequency=495:duration=6" \
   -filter_complex "amix=inputs=2,volume=0.5" -c:a libmp3lame -b:a 48k "$out/tune-a.mp3"
ff -f lavfi -i "sine=frequency=392:duration=6" -f lavfi -i "sine=frequency=588:duration=6" \
   -filter_complex "amix=inputs=2,volume=0.5" -c:a libmp3lame -b:a 48k "$out/tune-b.mp3"
# Pixa effect templates' thumbnails (the demo's template list): one picture each, small squares.
ff -f lavfi -i "gradients=size=240x240:c0=0x1e3a8a:c1=0xe0f2fe:c2=0xf8fafc:n=3:seed=7" -frames:v 1 -q:v 7 "$out/template-winter.jpg"
ff -f lavfi -i "mandelbrot=size=240x240:rate=1:start_scale=0.3:end_scale=0.3" -frames:v 1 -q:v 7 "$out/template-zoom.jpg"
ff -f lavfi -i "gradients=size=240x240:c0=0xf97316:c1=0x7c2d12:c2=0xfde68a:type=radial:seed=3" -frames:v 1 -q:v 7 "$out/template-melt.jpg"
# Text to image (issue 27): one picture per size, each at least 300 px, and one below Video's limit.
ff -f lavfi -i "gradients=size=640x640:c0=0xf59e0b:c1=0x7c3aed:c2=0x0ea5e9:n=3:seed=11" -frames:v 1 -q:v 5 "$out/image-square.jpg"
ff -f lavfi -i "gradients=size=360x640:c0=0x0f766e:c1=0xfde68a:c2=0x1e1b4b:n=3:seed=5:type=radial" -frames:v 1 -quality 70 "$out/image-tall.webp"
ff -f lavfi -i "gradients=size=640x360:c0=0x134e4a:c1=0xfb7185:c2=0xfef08a:n=3:seed=4" -frames:v 1 -pix_fmt pal8 "$out/image-wide.png"
ff -f lavfi -i "gradients=size=200x200:c0=0xdc2626:c1=0xfef3c7:n=2:seed=2" -frames:v 1 "$out/image-tiny.png"
# The [b64] answer's picture, inlined as base64 in src/gateway/demo/routes/image-sample.ts.
ff -f lavfi -i "gradients=size=320x320:c0=0x4338ca:c1=0xf472b6:c2=0xfef9c3:n=3:seed=9:type=spiral" -frames:v 1 -quality 40 /tmp/image-b64.webp
echo "b64 sample: $(base64 -w0 /tmp/image-b64.webp | wc -c) characters (paste into image-sample.ts)"
ls -l "$out"
# Talking heads (issue 56): each sample portrait still, with each sample song's sound, its length
# (6 s): the demo's answer to a portrait and a song of its own (src/features/avatar/demo.ts).
for portrait in square:image-square.jpg tall:image-tall.webp wide:image-wide.png; do
  for song in a b; do
    ff -loop 1 -framerate 5 -i "$out/${portrait#*:}" -i "$out/tune-$song.mp3" \
       -vf "scale=trunc(iw/4)*2:trunc(ih/4)*2,format=yuv420p" -c:v libx264 -profile:v baseline \
       -tune stillimage -crf 32 -c:a aac -b:a 32k -ac 1 -t 6 -movflags +faststart \
       "$out/talking-${portrait%%:*}-$song.mp4"
  done
done
