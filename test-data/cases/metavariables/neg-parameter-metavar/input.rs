fn fill(img: &mut Image, color: Rgb, alpha: u8) {
    paint(img, color, alpha);
}

fn clear(img: &mut Image) {
    paint(img, BLACK, 255);
}
