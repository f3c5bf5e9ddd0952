// The web fonts' faces (web-fonts.css), loaded on demand so they come in a frame of their own: the build
// gives this chunk its own stylesheet, which the browser adds when the chunk is imported.
import '../web-fonts.css';
