/**
 * Every stylesheet of the console, imported from the entry: CSS imported only by a lazily loaded chunk would be
 * emitted but never loaded. Only the Semantic UI components the console uses (never semantic.min.css); a screen that
 * needs another component adds its stylesheet here. The build strips the components' remote font @import.
 */
import 'semantic-ui-css/components/reset.min.css';
import 'semantic-ui-css/components/site.min.css';
import 'semantic-ui-css/components/button.min.css';
import 'semantic-ui-css/components/form.min.css';
import 'semantic-ui-css/components/input.min.css';
import 'semantic-ui-css/components/menu.min.css';
import 'semantic-ui-css/components/dropdown.min.css';
import 'semantic-ui-css/components/icon.min.css';
import 'semantic-ui-css/components/modal.min.css';
import 'semantic-ui-css/components/dimmer.min.css';
import 'semantic-ui-css/components/transition.min.css';
import 'semantic-ui-css/components/segment.min.css';
import 'semantic-ui-css/components/header.min.css';
import 'semantic-ui-css/components/message.min.css';
import 'semantic-ui-css/components/label.min.css';
import 'semantic-ui-css/components/popup.min.css';
import 'semantic-ui-css/components/breadcrumb.min.css';
import 'semantic-ui-css/components/loader.min.css';
import 'semantic-ui-css/components/table.min.css';
import 'react-day-picker/style.css';
import './shell.css';
import './theme.css';
import './tokens.css';
import './date-input.css';
import './detail.css';
import './views.css';
import './inbox.css';
