#!/usr/bin/env bash
# Generates the demo provider's test streams into public/streams (committed outputs).
# Each clip: 16 s (a whole number of 48 kHz AAC frames, see
# /work/shared/notes/live-dash-from-a-clip.md), 2 s fMP4 segments numbered from 0,
# SegmentTemplate-friendly layout: <id>/<rep>/init.mp4, <id>/<rep>/<N>.m4s, <id>/clip.json.
# Idempotent: every clip directory is rebuilt from scratch. Deterministic as far as
# ffmpeg allows (bitexact muxing, single-threaded x264).
# Usage: scripts/streams/make-streams.sh   (from anywhere; needs ffmpeg and npx tsx)
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
SCRIPTS="$ROOT/scripts/streams"
OUT="$ROOT/public/streams"
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT

CLIP_SECONDS=16
SEGMENT_SECONDS=2
SEGMENT_COUNT=$((CLIP_SECONDS / SEGMENT_SECONDS))
SIZE=640x360
FPS=25
GOP=$((FPS * SEGMENT_SECONDS))
VIDEO_KBPS=200
AUDIO_KBPS=64
AUDIO_RATE=48000
FONT=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
MONO=/usr/share/fonts/truetype/dejavu/DejaVuSansMono-Bold.ttf
# Fixed ClearKey test key (not a secret: the demo provider publishes it in clip.json).
CLEARKEY_KID=0123456789abcdef0123456789abcdef
CLEARKEY_KEY=feedc0defeedc0defeedc0defeedc0de

# label <text>: big centred title plus a running timecode so motion is visible.
label() {
  echo "drawtext=fontfile=$FONT:text='$1':fontsize=80:fontcolor=white:borderw=5:x=(w-tw)/2:y=h/3-th/2,drawtext=fontfile=$MONO:text='%{pts\\:hms}':fontsize=44:fontcolor=yellow:borderw=4:x=(w-tw)/2:y=2*h/3"
}

# tone <hz> [beeps]: a lavfi sine source of the clip's length.
tone() {
  echo "sine=frequency=$1:beep_factor=${2:-1}:sample_rate=$AUDIO_RATE:duration=$CLIP_SECONDS"
}

# encode <id> <video lavfi> <title> <audio lavfi>... : one ffmpeg DASH run into $TMP/<id>.
encode() {
  local id="$1" video="$2" title="$3"; shift 3
  local args=(-f lavfi -i "$video,$(label "$title"),format=yuv420p")
  local maps=(-map 0:v) sets="id=0,streams=0" n=1
  for audio in "$@"; do
    args+=(-f lavfi -i "$audio")
    maps+=(-map "$n:a")
    sets+=" id=$n,streams=$n"
    n=$((n + 1))
  done
  mkdir -p "$TMP/$id"
  ffmpeg -nostdin -hide_banner -loglevel error -y "${args[@]}" "${maps[@]}" -t "$CLIP_SECONDS" \
    -c:v libx264 -preset medium -profile:v main -threads 1 -b:v "${VIDEO_KBPS}k" \
    -maxrate "$((VIDEO_KBPS * 5 / 4))k" -bufsize "$((VIDEO_KBPS * 2))k" \
    -g "$GOP" -keyint_min "$GOP" -sc_threshold 0 -r "$FPS" \
    -c:a aac -b:a "${AUDIO_KBPS}k" -ar "$AUDIO_RATE" -ac 2 \
    -fflags +bitexact -flags +bitexact -map_metadata -1 \
    -f dash -seg_duration "$SEGMENT_SECONDS" -use_template 1 -use_timeline 0 \
    -adaptation_sets "$sets" -init_seg_name 'init-$RepresentationID$.mp4' \
    -media_seg_name 'seg-$RepresentationID$-$Number$.m4s' "$TMP/$id/manifest.mpd"
}

# place <id> <rep dir>... : ffmpeg representation i -> public/streams/<id>/<rep i>/{init.mp4,0..K-1.m4s}.
# ffmpeg numbers from 1 and writes one extra one-frame audio segment, which is dropped.
place() {
  local id="$1"; shift
  local i=0
  for rep in "$@"; do
    mkdir -p "$OUT/$id/$rep"
    cp "$TMP/$id/init-$i.mp4" "$OUT/$id/$rep/init.mp4"
    for ((n = 0; n < SEGMENT_COUNT; n++)); do
      cp "$TMP/$id/seg-$i-$((n + 1)).m4s" "$OUT/$id/$rep/$n.m4s"
    done
    i=$((i + 1))
  done
}

# metadata <id> <title> <rep spec>... : writes clip.json (see write-clip-json.ts for specs).
metadata() {
  local id="$1" title="$2"; shift 2
  npx --no-install tsx "$SCRIPTS/write-clip-json.ts" "$OUT/$id" "$id" "$title" \
    "$SEGMENT_SECONDS" "$SEGMENT_COUNT" "$@"
}

# simple <id> <title> <video lavfi> <tone hz>: one video + one audio representation.
simple() {
  local id="$1" title="$2"
  rm -rf "${OUT:?}/$id"
  encode "$id" "$3" "$title" "$(tone "$4")"
  place "$id" video audio
}

mkdir -p "$OUT"
simple a "Stream A" "testsrc2=size=$SIZE:rate=$FPS" 440
simple b "Stream B" "smptebars=size=$SIZE:rate=$FPS" 494
simple c "Stream C" "mandelbrot=size=$SIZE:rate=$FPS" 523
# A plasma drawn with geq (the gradients source is not deterministic between runs).
simple d "Stream D" "color=c=black:size=$SIZE:rate=$FPS,format=gbrp,geq=r='128+100*sin(X/60+T)':g='128+100*sin(Y/45+T*1.3)':b='128+100*sin((X+Y)/80+T*0.7)'" 587
simple e "Stream E" "colorspectrum=size=$SIZE:rate=$FPS:type=all,scroll=horizontal=0.002" 659
simple f "Stream F" "life=size=160x90:rate=$FPS:ratio=0.1:seed=42:mold=10:life_color=#40e040:death_color=#802020,scale=$SIZE:flags=neighbor" 698
for id in a b c d e f; do metadata "$id" "Stream ${id^^}" video:video audio:audio:en:main; done

# multi: audio in fr, de, en, an audio-description track (fr, role description) and
# WebVTT subtitles in fr and de. Placeholder "speech" is a tone of a distinct pitch per track.
rm -rf "${OUT:?}/multi"
encode multi "testsrc=size=$SIZE:rate=$FPS" "Multi" "$(tone 330)" "$(tone 392)" "$(tone 523)" "$(tone 262 4)"
place multi video audio-fr audio-de audio-en audio-ad
"$SCRIPTS/write-subtitles.sh" "$OUT/multi"
metadata multi "Multi" video:video audio-fr:audio:fr:main audio-de:audio:de:main \
  audio-en:audio:en:main audio-ad:audio:fr:description:ad text-fr:text:fr text-de:text:de

# clearkey: a normal clip, then CENC-encrypted (AES-CTR) in place by encrypt-cenc.ts.
rm -rf "${OUT:?}/clearkey"
encode clearkey "smptehdbars=size=$SIZE:rate=$FPS" "ClearKey" "$(tone 784)"
place clearkey video audio
for rep in video audio; do
  npx --no-install tsx "$SCRIPTS/encrypt-cenc.ts" "$OUT/clearkey/$rep" "$SEGMENT_COUNT" "$CLEARKEY_KID" "$CLEARKEY_KEY"
done
metadata clearkey "ClearKey" video:video audio:audio:en:main --cenc "$CLEARKEY_KID" "$CLEARKEY_KEY"

cat > "$OUT/index.json" <<EOF
{
  "clips": [
$(for id in a b c d e f; do printf '    { "id": "%s", "title": "Stream %s", "encrypted": false },\n' "$id" "${id^^}"; done)
    { "id": "multi", "title": "Multi", "encrypted": false },
    { "id": "clearkey", "title": "ClearKey", "encrypted": true }
  ]
}
EOF
du -sh "$OUT"
