// uPlot and its stylesheet, imported only by the competitor analysis's charts
// (dynamically, so neither is in any other page's bundle, nor in the server's render).
import 'uplot/dist/uPlot.min.css';
import uPlot from 'uplot';

export default uPlot;
