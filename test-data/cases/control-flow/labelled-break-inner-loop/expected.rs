fn render(grid: &[Vec<u8>]) {
    'rows: for cells in grid {
        let row = begin_row();
        for &c in cells {
            if c == 0 {
                break;
            } else {
                draw(&row, c);
            }
        }
        row.finish();
    }
}
