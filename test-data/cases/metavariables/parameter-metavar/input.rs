fn blit(dst: &mut Image, src: &Image) {
    copy(src, dst);
}

fn fill(img: &mut Image, color: Rgb, alpha: u8) {
    paint(img, color, alpha);
}
