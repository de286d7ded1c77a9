fn blit(src: &Image, dst: &mut Image) {
    copy(src, dst);
}

fn fill(img: &mut Image, color: Rgb, alpha: u8) {
    paint(img, color, alpha);
}
